package text

// The messages of the offline page (cmd/page): its own screens around the
// walk-through, whose pages are the phones'. The texts are in
// locales/<lang>.txt under the same keys.
var (
	PageHome  = M0{Key: "page.home"}
	PageTitle = M0{Key: "page.title"}
	PageSetup = M0{Key: "page.setup"}
	PageScore = M0{Key: "page.score"}
	PageKept  = M0{Key: "page.kept"}
	// PageHistoryWhere names the page's history where a message names a
	// history by its file.
	PageHistoryWhere   = M0{Key: "page.history_where"}
	PageHistory        = M0{Key: "page.history"}
	PageBox            = M0{Key: "page.box"}
	PageShowSheet      = M0{Key: "page.show_sheet"}
	PageCodeLabel      = M0{Key: "page.code_label"}
	PageScoreThis      = M0{Key: "page.score_this"}
	PageSeatSecret     = M2[int, string]{Key: "page.seat_secret"}
	PageNoGames        = M0{Key: "page.no_games"}
	PageDownloadJSON   = M1[string]{Key: "page.download_json"}
	PageDownloadCSV    = M1[string]{Key: "page.download_csv"}
	PageBGStats        = M0{Key: "page.bgstats"}
	PageImportHistory  = M0{Key: "page.import_history"}
	PageImportBox      = M0{Key: "page.import_box"}
	PageImport         = M0{Key: "page.import"}
	PageNoFile         = M0{Key: "page.no_file"}
	PageNoCode         = M0{Key: "page.no_code"}
	PageImported       = M2[int, int]{Key: "page.imported"}
	PageStorageRefused = M0{Key: "page.storage_refused"}
	PageBoxCode        = M0{Key: "page.box_code"}
	// ReviewResult and ReviewTap are the review of a table on a surface of
	// buttons (prompt.Reviewer): the result first, then a line per answer.
	PageElsewhere      = M0{Key: "page.elsewhere"}
	PageUseHere        = M0{Key: "page.use_here"}
	PageStorageFull    = M0{Key: "page.storage_full"}
	PageUnfinished     = M0{Key: "page.unfinished"}
	PageReadCode       = M0{Key: "page.read_code"}
	PageHistoryDamaged = M0{Key: "page.history_damaged"}
	PageSetAside       = M0{Key: "page.set_aside"}
	ReviewResult       = M0{Key: "page.review_result"}
	ReviewTap          = M0{Key: "page.review_tap"}
)
