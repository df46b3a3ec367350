package serve

import "golang.org/x/sys/unix"

// The ioctls that read and set a terminal's settings (Linux and Android).
const getTermios, setTermios = unix.TCGETS, unix.TCSETS
