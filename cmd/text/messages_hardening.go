package text

// Messages of issue 20 (hardening, round two), with the types of their
// arguments. The texts are in locales/<lang>.txt under the same keys.
var (
	ErrYAMLNotInteger = M1[string]{Key: "err.yaml.not_integer"}
	ErrYAMLNotString  = M1[string]{Key: "err.yaml.not_string"}
	ErrYAMLTag        = M1[string]{Key: "err.yaml.tag"}
	ErrYAMLGaveUp     = M1[int]{Key: "err.yaml.gave_up"}
	// ErrProblemsMore follows the first problems shown of a long list.
	ErrProblemsMore = M1[int]{Key: "err.problems_more", Count: 1}

	// A damaged box profile: how to repair it, and what is done meanwhile.
	BoxDamagedRepair  = M1[string]{Key: "box.damaged.repair"}
	BoxDamagedIgnored = M1[string]{Key: "box.damaged.ignored"}
	BoxDamagedKept    = M1[string]{Key: "box.damaged.kept"}

	ErrConfigTooLarge   = M1[int]{Key: "err.config_too_large"}
	ErrConfigTrailing   = M0{Key: "err.config_trailing"}
	ErrConfigType       = M1[string]{Key: "err.config_type"}
	FieldStdin          = M0{Key: "field.stdin"}
	FieldConfigFileLine = M2[string, int]{Key: "field.config_file_line"}

	ErrNameTwiceAt = M2[string, int]{Key: "err.name_twice_at"}
)
