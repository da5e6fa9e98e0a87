package server

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/binary"
	"encoding/hex"
)

// A seat token is 128 random bits in hex; the store keeps only its SHA-256.

// newToken returns a fresh seat token.
func newToken() string { return hex.EncodeToString(randomBytes(16)) }

// hashToken returns the SHA-256 of a token, as the store keeps it.
func hashToken(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}

// sameHash compares two token hashes in constant time.
func sameHash(a, b []byte) bool {
	return len(a) == sha256.Size && subtle.ConstantTimeCompare(a, b) == 1
}

// newRoomID returns a fresh unguessable room id (128 random bits in hex).
func newRoomID() string { return hex.EncodeToString(randomBytes(16)) }

// codeAlphabet leaves out letters and digits people mix up (I, L, O, 0, 1).
const codeAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"

// codeLength is the length of a room code: 31^6, about 887 million codes.
const codeLength = 6

// newCode returns a fresh short room code for people to type.
func newCode() string {
	b := randomBytes(codeLength)
	for i := range b {
		// 256 % 31 leaves a bias of under 1%: a code is a convenience,
		// the room id is the secret.
		b[i] = codeAlphabet[int(b[i])%len(codeAlphabet)]
	}
	return string(b)
}

// newSeed returns a fresh random game seed.
func newSeed() uint64 { return binary.LittleEndian.Uint64(randomBytes(8)) }

// randomBytes returns n bytes from the operating system's generator
// (crypto/rand.Read never fails).
func randomBytes(n int) []byte {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return b
}
