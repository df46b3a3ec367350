package text

// Messages of issue 20 (hardening, round two), with the types of their
// arguments. The texts are in locales/<lang>.txt under the same keys.
var (
	ErrYAMLNotInteger = M1[string]{key: "err.yaml.not_integer"}
	ErrYAMLNotString  = M1[string]{key: "err.yaml.not_string"}
	ErrYAMLTag        = M1[string]{key: "err.yaml.tag"}
	ErrYAMLGaveUp     = M1[int]{key: "err.yaml.gave_up"}
	// ErrProblemsMore follows the first problems shown of a long list.
	ErrProblemsMore = M1[int]{key: "err.problems_more", count: 1}

	// A damaged box profile: how to repair it, and what is done meanwhile.
	BoxDamagedRepair  = M1[string]{key: "box.damaged.repair"}
	BoxDamagedIgnored = M1[string]{key: "box.damaged.ignored"}
	BoxDamagedKept    = M1[string]{key: "box.damaged.kept"}

	ErrConfigTooLarge   = M1[int]{key: "err.config_too_large"}
	ErrConfigTrailing   = M0{key: "err.config_trailing"}
	ErrConfigType       = M1[string]{key: "err.config_type"}
	FieldStdin          = M0{key: "field.stdin"}
	FieldConfigFileLine = M2[string, int]{key: "field.config_file_line"}

	ErrRecordPlayedAtGap   = M4[string, string, string, string]{key: "err.record.played_at_gap"}
	ErrRecordPlayedAtTwice = M4[string, string, string, string]{key: "err.record.played_at_twice"}

	ErrNameTwiceAt         = M2[string, int]{key: "err.name_twice_at"}
	ErrRecordStartTwiceAt  = M2[string, int]{key: "err.record.start_twice_at"}
	ErrRecordRoleTwiceAt   = M3[string, string, int]{key: "err.record.role_twice_at"}
	ErrCodeMissionsOn      = M1[string]{key: "err.code.missions_on"}
	ErrCodeMissionsOff     = M1[string]{key: "err.code.missions_off"}
	ErrCodeMissionNotDealt = M2[string, int]{key: "err.code.mission_not_dealt"}
	ErrCodeMissionsOwn     = M2[string, string]{key: "err.code.missions_own"}
	ErrCodeMissionsPassed  = M2[string, string]{key: "err.code.missions_passed"}
	ErrCodeRole            = M3[string, string, string]{key: "err.code.role"}
	ErrCodeStart           = M2[string, string]{key: "err.code.start"}
)
