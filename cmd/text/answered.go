package text

import "strings"

// Answered is a question and the answer it was given, on one line, as the
// prompt showed them: "Coins: 3" with the language's colon ("Pièces : 3"),
// and no colon after a label that ends in "?" or ":" already.
func (p Printer) Answered(label, answer string) string {
	if strings.HasSuffix(label, "?") || strings.HasSuffix(label, ":") {
		return label + " " + answer
	}
	return PromptLine.In(p, label) + " " + answer
}
