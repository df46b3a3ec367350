package store

import (
	"errors"
	"math/rand/v2"
	"time"
)

// busyPatience is how long a write keeps trying while other processes
// hold the database: each attempt waits the busy timeout inside SQLite,
// and between attempts a short random pause lets the queue move. Two
// hundred processes writing at once all get through well within it.
const busyPatience = 2 * time.Minute

// retryBusy runs write until it succeeds, fails for another reason than
// ErrBusy, or busyPatience has passed.
func retryBusy(write func() error) error {
	deadline := time.Now().Add(busyPatience)
	for {
		err := write()
		if !errors.Is(err, ErrBusy) || time.Now().After(deadline) {
			return err
		}
		time.Sleep(time.Duration(5+rand.IntN(45)) * time.Millisecond)
	}
}
