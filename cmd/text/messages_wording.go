package text

// Messages of the wording fixes (a hostile-user test of error texts, box
// calibrate and the score pad's assumptions).
var (
	// A game's id typed as something other than a whole number from 1.
	ErrGameIDNotNumber = M1[string]{Key: "err.game_id_not_number"}
	// A file to write or read in a folder that does not exist.
	ErrNoSuchFolder = M1[string]{Key: "err.no_such_folder"}
)

// A calibration that ends with every section skipped or already known:
// the profile (perhaps a damaged one) was not touched.
var BoxCalibrateNothingChanged = M1[string]{Key: "box.calibrate.nothing_changed"}
