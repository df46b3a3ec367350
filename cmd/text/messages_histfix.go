package text

// Messages of the play history's hostile-user fixes: repair that says what
// it lost, read-only side files, checked imports, output errors, foreign
// exports and --limit.
var (
	EchoRepairLost           = M2[int, string]{key: "echo.repair_lost", count: 1}
	EchoRepairRebuilt        = M1[int]{key: "echo.repair_rebuilt", count: 1}
	ErrDBSideFileReadOnly    = M1[string]{key: "err.db_side_file_read_only"}
	FieldStdout              = M0{key: "field.stdout"}
	ErrImportForeignExport   = M1[string]{key: "err.import_foreign_export"}
	ImportGameRefused        = M2[string, int]{key: "import.game_refused"}
	ErrImportRecordMismatch  = M0{key: "err.import_record_mismatch"}
	ErrRepairNothingReadable = M0{key: "err.repair_nothing_readable"}
)
