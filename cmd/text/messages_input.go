package text

// What is wrong with a file the user gave (YAML, the config) or a name.
var (
	ErrYAMLNotInteger = M1[string]{Key: "err.yaml.not_integer"}
	ErrYAMLNotString  = M1[string]{Key: "err.yaml.not_string"}
	ErrYAMLTag        = M1[string]{Key: "err.yaml.tag"}
	ErrYAMLGaveUp     = M1[int]{Key: "err.yaml.gave_up"}
	// ErrProblemsMore follows the first problems shown of a long list.
	ErrProblemsMore = M1[int]{Key: "err.problems_more", Count: 1}

	ErrConfigTooLarge = M1[string]{Key: "err.config_too_large"} // Size(limit)
	ErrConfigTrailing = M0{Key: "err.config_trailing"}
	ErrConfigType     = M1[string]{Key: "err.config_type"}
	// A config key whose value is a YAML alias: the key, the alias.
	ErrConfigAlias      = M2[string, string]{Key: "err.config_alias"}
	FieldStdin          = M0{Key: "field.stdin"}
	FieldConfigFileLine = M2[string, int]{Key: "field.config_file_line"}

	ErrNameTwiceAt = M2[string, int]{Key: "err.name_twice_at"}
)

// The value types and defaults of --help's flags (pflag's are English).
var (
	UsageTypeString = M0{Key: "usage.type.string"}
	UsageTypeInt    = M0{Key: "usage.type.int"}
	UsageDefault    = M1[string]{Key: "usage.default"}
)

// A file to write or read in a folder that does not exist.
var ErrNoSuchFolder = M1[string]{Key: "err.no_such_folder"}
