package main

/*
#include <stdint.h>
#include <stdlib.h>
*/
import "C"

import (
	"fmt"
	"unsafe"

	"menagerie/game"
	"menagerie/panics"
	"menagerie/vec"
)

// guard runs fn and returns its error, or a panic's, as a C string for the
// caller to free with mng_free (see errorText), or NULL when fn succeeds.
// A panic must not unwind into the C caller, which would end its process.
func guard(fn func() error) *C.char {
	if err := panics.Catch(fn); err != nil {
		return C.CString(errorText(err))
	}
	return nil
}

// setString stores text in *out as a C string for the caller to free.
func setString(out **C.char, text string, err error) error {
	if err != nil {
		return err
	}
	if out == nil {
		return fmt.Errorf("no place given for the result")
	}
	*out = C.CString(text)
	return nil
}

// mng_free frees a string the library returned.
//
//export mng_free
func mng_free(p *C.char) { C.free(unsafe.Pointer(p)) }

// mng_catalog stores in *out every registered game (name, title, summary,
// rules version, player counts, rule options) as a JSON list.
//
//export mng_catalog
func mng_catalog(out **C.char) *C.char {
	return guard(func() error {
		text, err := catalogJSON()
		return setString(out, text, err)
	})
}

// mng_new makes a batch of size games of the game called name with rule
// options (key=value, one a line) and bots (a bot spec per seat, one a
// line, an empty line for a seat the caller plays; "" for none), and
// stores its handle in *handle. seed, workers and max_actions are as in
// vec.Config.
//
//export mng_new
func mng_new(name, options, bots *C.char, size C.int64_t, seed C.uint64_t, workers, maxActions C.int64_t, handle *C.int64_t) *C.char {
	return guard(func() error {
		if name == nil || options == nil || bots == nil || handle == nil {
			return fmt.Errorf("mng_new: a NULL argument")
		}
		if size < 1 || size > maxSize {
			return fmt.Errorf("batch size %d: want 1 to %d games", size, maxSize)
		}
		if workers < 0 || workers > maxWorkers {
			return fmt.Errorf("workers %d: want 0 to %d threads", workers, maxWorkers)
		}
		b, err := newBatch(spec{game: C.GoString(name), options: C.GoString(options), bots: C.GoString(bots),
			size: int(size), seed: uint64(seed), workers: int(workers), maxActions: int(maxActions)})
		if err != nil {
			return err
		}
		*handle = C.int64_t(register(b))
		return nil
	})
}

// maxSize is the most games one batch may hold, and maxWorkers the most
// goroutines that may step them.
const (
	maxSize    = 1 << 20
	maxWorkers = 256
)

// mng_close stops a batch's workers and forgets its handle.
//
//export mng_close
func mng_close(h C.int64_t) *C.char {
	return guard(func() error { return release(int64(h)) })
}

// mng_sizes stores in out[0..3] the batch's number of games, seats,
// observation length and action indices.
//
//export mng_sizes
func mng_sizes(h C.int64_t, out *C.int64_t) *C.char {
	return guard(func() error {
		return with(int64(h), func(b *batch) error {
			if out == nil {
				return fmt.Errorf("mng_sizes: a NULL argument")
			}
			sizes := unsafe.Slice(out, 4)
			sizes[0] = C.int64_t(b.b.Size())
			sizes[1] = C.int64_t(b.b.Players())
			sizes[2] = C.int64_t(b.b.ObservationSize())
			sizes[3] = C.int64_t(b.b.ActionSize())
			return nil
		})
	})
}

// mng_bounds stores in high the largest value of each position of the
// batch's observation, as many floats as mng_sizes gives the observation;
// every smallest value is 0.
//
//export mng_bounds
func mng_bounds(h C.int64_t, high *C.float) *C.char {
	return guard(func() error {
		return with(int64(h), func(b *batch) error {
			if high == nil {
				return fmt.Errorf("mng_bounds: a NULL argument")
			}
			hi := b.b.ObservationMax()
			copy(unsafe.Slice((*float32)(unsafe.Pointer(high)), len(hi)), hi)
			return nil
		})
	})
}

// mng_bind gives the batch the caller's buffers that mng_reset, mng_start
// and mng_step fill, with the lengths mng_sizes implies (see vec.Out). The
// caller keeps them alive and in place until it binds others or closes
// the batch.
//
//export mng_bind
func mng_bind(h C.int64_t, obs *C.float, mask *C.uint8_t, rewards *C.float, done *C.uint8_t, toAct *C.int32_t) *C.char {
	return guard(func() error {
		return with(int64(h), func(b *batch) error {
			if obs == nil || mask == nil || rewards == nil || done == nil || toAct == nil {
				return fmt.Errorf("mng_bind: a NULL buffer")
			}
			n := b.b.Size()
			b.bind(vec.Out{
				Obs:     unsafe.Slice((*float32)(unsafe.Pointer(obs)), n*b.b.ObservationSize()),
				Mask:    unsafe.Slice((*uint8)(unsafe.Pointer(mask)), n*b.b.ActionSize()),
				Rewards: unsafe.Slice((*float32)(unsafe.Pointer(rewards)), n*b.b.Players()),
				Done:    unsafe.Slice((*uint8)(unsafe.Pointer(done)), n),
				ToAct:   unsafe.Slice((*int32)(unsafe.Pointer(toAct)), n),
			})
			return nil
		})
	})
}

// mng_reset starts every game's next game and fills the bound buffers.
//
//export mng_reset
func mng_reset(h C.int64_t) *C.char {
	return guard(func() error {
		return with(int64(h), func(b *batch) error {
			if err := b.checkBound(); err != nil {
				return err
			}
			return b.b.Reset(b.out)
		})
	})
}

// mng_start starts slot's next game from seed and fills its rows of the
// bound buffers.
//
//export mng_start
func mng_start(h, slot C.int64_t, seed C.uint64_t) *C.char {
	return guard(func() error {
		return with(int64(h), func(b *batch) error {
			if err := b.checkBound(); err != nil {
				return err
			}
			return b.b.Start(int(slot), uint64(seed), b.out)
		})
	})
}

// mng_step plays actions[i], an action index, in each slot i (the batch's
// size of them) and fills the bound buffers.
//
//export mng_step
func mng_step(h C.int64_t, actions *C.int32_t) *C.char {
	return guard(func() error {
		return with(int64(h), func(b *batch) error {
			if err := b.checkBound(); err != nil {
				return err
			}
			if actions == nil {
				return fmt.Errorf("mng_step: no actions")
			}
			return b.b.Step(unsafe.Slice((*int32)(unsafe.Pointer(actions)), b.b.Size()), b.out)
		})
	})
}

// mng_observe writes what seat knows in slot's game (when final, at the
// end of the last game that ended there) into dst, an observation long.
//
//export mng_observe
func mng_observe(h, slot, seat C.int64_t, final C.int, dst *C.float) *C.char {
	return guard(func() error {
		return with(int64(h), func(b *batch) error {
			if dst == nil {
				return fmt.Errorf("mng_observe: no buffer")
			}
			obs := unsafe.Slice((*float32)(unsafe.Pointer(dst)), b.b.ObservationSize())
			if final != 0 {
				return b.b.FinalObserve(int(slot), game.Player(seat), obs)
			}
			return b.b.Observe(int(slot), game.Player(seat), obs)
		})
	})
}

// mng_observation stores in *out the engine's structured observation of
// seat in slot's game (when final, the last one that ended there) as JSON.
//
//export mng_observation
func mng_observation(h, slot, seat C.int64_t, final C.int, out **C.char) *C.char {
	return guard(func() error {
		return with(int64(h), func(b *batch) error {
			text, err := b.observationJSON(int(slot), game.Player(seat), final != 0)
			return setString(out, text, err)
		})
	})
}

// mng_text stores in *out what seat sees of slot's game (when final, the
// last one that ended there) in the game's words.
//
//export mng_text
func mng_text(h, slot, seat C.int64_t, final C.int, out **C.char) *C.char {
	return guard(func() error {
		return with(int64(h), func(b *batch) error {
			text, err := b.text(int(slot), game.Player(seat), final != 0)
			return setString(out, text, err)
		})
	})
}

// mng_record stores in *out the JSON record of slot's game in progress
// or, when last, of the last game that ended there (sealed), as
// `menagerie replay` reads it.
//
//export mng_record
func mng_record(h, slot C.int64_t, last C.int, out **C.char) *C.char {
	return guard(func() error {
		return with(int64(h), func(b *batch) error {
			text, err := b.recordJSON(int(slot), last != 0)
			return setString(out, text, err)
		})
	})
}

// mng_action_index stores in *out the action index of an engine action
// (as records hold them).
//
//export mng_action_index
func mng_action_index(h, action C.int64_t, out *C.int64_t) *C.char {
	return guard(func() error {
		return with(int64(h), func(b *batch) error {
			if out == nil {
				return fmt.Errorf("mng_action_index: a NULL argument")
			}
			if action < -1<<31 || action >= 1<<31 {
				return fmt.Errorf("%s: action %d is not an engine action", b.g.Name(), action)
			}
			i, err := b.actionIndex(game.Action(action))
			*out = C.int64_t(i)
			return err
		})
	})
}

// mng_advise stores in *out the action index the bot of spec bot would
// play in slot's game now, for the seat to act; the game does not move.
//
//export mng_advise
func mng_advise(h, slot C.int64_t, bot *C.char, out *C.int64_t) *C.char {
	return guard(func() error {
		return with(int64(h), func(b *batch) error {
			if bot == nil || out == nil {
				return fmt.Errorf("mng_advise: a NULL argument")
			}
			a, err := b.bot(C.GoString(bot))
			if err != nil {
				return err
			}
			i, err := b.b.Advise(int(slot), a)
			*out = C.int64_t(i)
			return err
		})
	})
}

// mng_mix is game.GameSeed: the seed of a batch's slot i's k-th game is
// mng_mix(seed, k*size+i).
//
//export mng_mix
func mng_mix(seed, index C.uint64_t) C.uint64_t {
	return C.uint64_t(game.GameSeed(uint64(seed), uint64(index)))
}
