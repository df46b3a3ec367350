package render

// CSVCell escapes a cell a spreadsheet would run as a formula (one starting
// with =, +, -, @, a tab or a carriage return) by putting a quote before it,
// the usual defence against formula injection.
func CSVCell(s string) string {
	if s != "" && (s[0] == '=' || s[0] == '+' || s[0] == '-' || s[0] == '@' || s[0] == '\t' || s[0] == '\r') {
		return "'" + s
	}
	return s
}
