package words

import "altiplano/cmd/text"

// Messages of issue 20 (hardening, round two), with the types of their
// arguments. The texts are in locales/<lang>.txt under the same keys.
var (
	ErrRecordPlayedAtGap   = text.M4[string, string, string, string]{Key: "err.record.played_at_gap"}
	ErrRecordPlayedAtTwice = text.M4[string, string, string, string]{Key: "err.record.played_at_twice"}
	ErrRecordStartTwiceAt  = text.M2[string, int]{Key: "err.record.start_twice_at"}
	ErrRecordRoleTwiceAt   = text.M3[string, string, int]{Key: "err.record.role_twice_at"}
	ErrCodeMissionsOn      = text.M1[string]{Key: "err.code.missions_on"}
	ErrCodeMissionsOff     = text.M1[string]{Key: "err.code.missions_off"}
	ErrCodeMissionNotDealt = text.M2[string, int]{Key: "err.code.mission_not_dealt"}
	ErrCodeMissionsOwn     = text.M2[string, string]{Key: "err.code.missions_own"}
	ErrCodeMissionsPassed  = text.M2[string, string]{Key: "err.code.missions_passed"}
	ErrCodeRole            = text.M3[string, string, string]{Key: "err.code.role"}
	ErrCodeStart           = text.M2[string, string]{Key: "err.code.start"}
)
