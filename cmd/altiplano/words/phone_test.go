package words

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/text"
)

// A phone's printer says a message's phone variant where it has one, and
// the message itself elsewhere.
func TestPhonePrinter(t *testing.T) {
	de, phone := text.For(text.DE), text.ForPhone(text.DE)
	assert.Contains(t, ExplainGoods.In(de), "Enter: keine")
	assert.Contains(t, ExplainGoods.In(phone), "keine: leer senden")
	assert.Equal(t, "Auftrag 5 offen ausgelegt?", AskFirstTo.In(phone, 5))
	assert.Equal(t, text.ServeSend.In(de), text.ServeSend.In(phone), "no variant: the message")
	assert.True(t, phone.OnPhone())
	assert.False(t, de.OnPhone())
}
