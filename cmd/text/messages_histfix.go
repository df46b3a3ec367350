package text

// Messages of the play history's hostile-user fixes: repair that says what
// it lost, read-only side files, checked imports, output errors, foreign
// exports and --limit.
var (
	EchoRepairLost           = M2[int, string]{Key: "echo.repair_lost", Count: 1}
	EchoRepairRebuilt        = M1[int]{Key: "echo.repair_rebuilt", Count: 1}
	ErrDBSideFileReadOnly    = M1[string]{Key: "err.db_side_file_read_only"}
	FieldStdout              = M0{Key: "field.stdout"}
	ErrImportForeignExport   = M1[string]{Key: "err.import_foreign_export"}
	ImportGameRefused        = M2[string, int]{Key: "import.game_refused"}
	ErrImportRecordMismatch  = M0{Key: "err.import_record_mismatch"}
	ErrRepairNothingReadable = M0{Key: "err.repair_nothing_readable"}
)
