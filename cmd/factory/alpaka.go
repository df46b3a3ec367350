package factory

import (
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/text"
	"altiplano/rules/alpaka"
)

// AlpakaCatalog returns Alpaka's printed values and options: the built-in
// catalog with the alpaka: section of the user's box profile, if any, laid
// over it.
func (f *Factory) AlpakaCatalog() (alpaka.Catalog, error) {
	cfg, err := f.Config()
	if err != nil || cfg.Box == "" {
		return alpaka.Default(), err
	}
	data, err := f.ReadFile(cfg.Box)
	if err != nil {
		return alpaka.Catalog{}, cmdutil.FileError(text.FieldBoxFile.T(cfg.Box), MaxFileBytes, err)
	}
	p, err := alpaka.ParseProfile(cfg.Box, data, text.AlpakaNames{})
	if err != nil {
		return alpaka.Catalog{}, err
	}
	return alpaka.Default().With(p), nil
}
