package export

import (
	"github.com/google/uuid"

	"altiplano/cmd/playlog"
	"altiplano/rules"
)

// exportNamespace is the UUID namespace of the ids altiplano writes into
// exports (a random v4 UUID, fixed forever: changing it would make every
// re-import create duplicates).
var exportNamespace = uuid.UUID{0x6b, 0x1f, 0x3c, 0x52, 0x8e, 0x0d, 0x4a, 0x77, 0x9c, 0x21, 0x5e, 0x4b, 0xd3, 0x08, 0xa6, 0x19}

// stableUUID is the RFC 9562 version-5 (name-based, SHA-1) UUID of name in
// exportNamespace: the same game hash or player always yields the same id,
// so importing an export twice matches what the first import created.
func stableUUID(name string) string {
	return uuid.NewSHA1(exportNamespace, []byte(name)).String()
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
