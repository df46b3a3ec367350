package history

import (
	"crypto/sha1"
	"fmt"
)

// exportNamespace is the UUID namespace of the ids altiplano writes into
// exports (a random v4 UUID, fixed forever: changing it would make every
// re-import create duplicates).
var exportNamespace = [16]byte{
	0x6b, 0x1f, 0x3c, 0x52, 0x8e, 0x0d, 0x4a, 0x77, 0x9c, 0x21, 0x5e, 0x4b, 0xd3, 0x08, 0xa6, 0x19,
}

// stableUUID is the RFC 9562 version-5 (name-based, SHA-1) UUID of name in
// exportNamespace: the same game hash or player always yields the same id,
// so importing an export twice matches what the first import created.
func stableUUID(name string) string {
	h := sha1.New()
	h.Write(exportNamespace[:])
	h.Write([]byte(name))
	var u [16]byte
	copy(u[:], h.Sum(nil))
	u[6] = u[6]&0x0f | 0x50 // version 5
	u[8] = u[8]&0x3f | 0x80 // RFC 9562 variant
	return fmt.Sprintf("%x-%x-%x-%x-%x", u[0:4], u[4:6], u[6:8], u[8:10], u[10:16])
}
