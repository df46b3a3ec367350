package words

import "altiplano/cmd/text"

// A "first to" mission listed by several phones, settled on the host.
var (
	ServeFirstToShared = text.M3[int, string, text.Text]{Key: "serve.first_to_shared"}
	AskFirstToHolder   = text.M1[int]{Key: "ask.first_to_holder"}
)
