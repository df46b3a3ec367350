package text

import (
	"errors"
	"syscall"
)

// What the operating system said went wrong with a file, in words: the
// causes a user meets (a full disk, a device error, a special file, a
// loop of links…). Another cause is shown as the system says it.
var (
	CauseNoSpace     = M0{Key: "cause.no_space"}
	CauseIO          = M0{Key: "cause.io"}
	CauseInvalid     = M0{Key: "cause.invalid"}
	CauseLinkLoop    = M0{Key: "cause.link_loop"}
	CauseReadOnlyFS  = M0{Key: "cause.read_only_fs"}
	CauseNotDir      = M0{Key: "cause.not_dir"}
	CauseNameTooLong = M0{Key: "cause.name_too_long"}
	CauseClosed      = M0{Key: "cause.closed"}
	CauseQuota       = M0{Key: "cause.quota"}
	CauseBusy        = M0{Key: "cause.busy"}
)

var systemCauses = []struct {
	errno syscall.Errno
	text  M0
}{
	{syscall.ENOSPC, CauseNoSpace}, {syscall.EIO, CauseIO}, {syscall.EINVAL, CauseInvalid},
	{syscall.ELOOP, CauseLinkLoop}, {syscall.EROFS, CauseReadOnlyFS}, {syscall.ENOTDIR, CauseNotDir},
	{syscall.ENAMETOOLONG, CauseNameTooLong}, {syscall.EPIPE, CauseClosed}, {syscall.EDQUOT, CauseQuota},
	{syscall.EBUSY, CauseBusy},
}

// SystemCause is why the system refused, in words: err's cause when it is
// one the program knows, else what the system said (shown safe).
func SystemCause(err error) Text {
	for _, c := range systemCauses {
		if errors.Is(err, c.errno) {
			return c.text.T()
		}
	}
	return List(err.Error())
}
