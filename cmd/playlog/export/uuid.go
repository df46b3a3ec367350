package export

import (
	"crypto/sha1"
	"fmt"

	"altiplano/cmd/playlog"
	"altiplano/rules"
)

// exportNamespace is the UUID namespace of the ids altiplano writes into
// exports (a random v4 UUID, fixed forever: changing it would make every
// re-import create duplicates).
const exportNamespace = "\x6b\x1f\x3c\x52\x8e\x0d\x4a\x77\x9c\x21\x5e\x4b\xd3\x08\xa6\x19"

// stableUUID is the RFC 9562 version-5 (name-based, SHA-1) UUID of name in
// exportNamespace: the same game hash or player always yields the same id,
// so importing an export twice matches what the first import created.
func stableUUID(name string) string {
	h := sha1.New()
	h.Write([]byte(exportNamespace))
	h.Write([]byte(name))
	var u [16]byte
	copy(u[:], h.Sum(nil))
	u[6] = u[6]&0x0f | 0x50 // version 5
	u[8] = u[8]&0x3f | 0x80 // RFC 9562 variant
	return fmt.Sprintf("%x-%x-%x-%x-%x", u[0:4], u[4:6], u[6:8], u[8:10], u[10:16])
}

// playUUID is a game's play id: from the hash it was first kept under, so
// that it stays when an upgrade recomputes identities.
func playUUID(g playlog.Game) string {
	first := g.FirstHash
	if first == "" {
		first = g.Hash
	}
	return stableUUID("play:" + first)
}

// playerUUID is a player's id: from their name's key under the rule the
// play log compared names by before the name rule's own key
// (rules.NameKey), applied to that key, so that a name keeps the id
// earlier exports gave it (Anna: ANNA), while names the rule calls one
// player get one id.
func playerUUID(name string) string {
	return stableUUID("player:" + rules.NameKey(playlog.NameKey(name)))
}
