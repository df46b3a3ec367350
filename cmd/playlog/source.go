package playlog

// Source yields games one at a time, in order, to fn; it stops at fn's
// first error and returns it. Exports read a Source, so a whole history is
// written without being held in memory.
type Source func(fn func(Game) error) error

// Slice is a Source over games already in memory.
func Slice(games []Game) Source {
	return func(fn func(Game) error) error {
		for _, g := range games {
			if err := fn(g); err != nil {
				return err
			}
		}
		return nil
	}
}
