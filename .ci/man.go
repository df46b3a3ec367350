// man writes the manual pages: go run .ci/man.go [-date UNIX-SECONDS] DIR
// (DIR/man1/altiplano*.1, DIR/man7/altiplano-*.7; see cmd/manpages).
// Without -date the pages are dated by SOURCE_DATE_EPOCH, or the commit.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"altiplano/cmd/manpages"
)

func main() {
	date := flag.Int64("date", 0, "the pages' date, in seconds since 1970 (default: SOURCE_DATE_EPOCH, else the commit's time)")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: go run .ci/man.go [-date UNIX-SECONDS] DIR")
		os.Exit(2)
	}
	when, err := pagesDate(*date)
	if err != nil {
		fmt.Fprintln(os.Stderr, "man:", err)
		os.Exit(1)
	}
	if err := manpages.Program(flag.Arg(0), when); err != nil {
		fmt.Fprintln(os.Stderr, "man:", err)
		os.Exit(1)
	}
}

func pagesDate(flagged int64) (time.Time, error) {
	if flagged != 0 {
		return time.Unix(flagged, 0).UTC(), nil
	}
	if epoch := os.Getenv("SOURCE_DATE_EPOCH"); epoch != "" {
		s, err := strconv.ParseInt(epoch, 10, 64)
		return time.Unix(s, 0).UTC(), err
	}
	out, err := exec.Command("git", "log", "-1", "--format=%ct").Output()
	if err != nil {
		return time.Time{}, fmt.Errorf("no -date, no SOURCE_DATE_EPOCH, and no git commit to date the pages by")
	}
	s, err := strconv.ParseInt(strings.TrimSpace(string(out)), 10, 64)
	return time.Unix(s, 0).UTC(), err
}
