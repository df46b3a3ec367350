// Package startup measures what every run of the program pays before and
// around its work, and how large the program is: its benchmarks build the
// program as a release does, and a cobra and viper "hello" (startup/hello)
// from the same go.mod as the yardstick, and print
//
//	go test ./cmd/internal/startup -run '^$' -bench .
//
// the time of score --file against the hello's (the goal: at most 1.6
// times without the play history; with it, SQLite is opened too), the
// bytes the program's packages allocate when they initialise,
// and the size of the stripped binary with the compiler's defaults
// (release's limit: 20 MB; the goal: at most 19 MB).
package startup
