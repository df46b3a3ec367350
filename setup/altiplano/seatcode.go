package altiplano

// SeatCode is a short code for looking at one seat's secret missions on a
// phone: the setup code of the same seed and player count, without names or
// house rules. The missions dealt depend only on those two (every random
// part of a sheet is drawn in a fixed order whatever the options), so
// `setup --code SEAT-CODE --seat N` shows the same three cards as the full
// code. It is checksummed like any code and, for a seed the program drew,
// 16 letters long.
func SeatCode(o Options, seed uint64) string {
	return Code(Options{Players: o.Players, Missions: true, Roles: RolesDeal, Start: StartYoungest}, seed)
}
