package contract

import "testing"

func TestSlabTake(t *testing.T) {
	s := NewSlab[int](3)
	a, b := s.Take(2), s.Take(0)
	a[0], a[1] = 1, 2
	if b == nil || len(b) != 0 {
		t.Fatalf("Take(0) = %#v, want an empty non-nil slice", b)
	}
	if cap(a) != 2 {
		t.Errorf("cap(Take(2)) = %d, want 2 so that appending copies", cap(a))
	}
	c := s.Take(1)
	_ = append(a, 9)
	if c[0] != 0 {
		t.Errorf("appending to one slice wrote %d into the next", c[0])
	}
	d := s.Take(4)
	if len(d) != 4 || cap(d) != 4 {
		t.Errorf("Take(4) past the room: len %d cap %d, want 4 and 4", len(d), cap(d))
	}
}
