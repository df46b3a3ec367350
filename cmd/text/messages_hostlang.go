package text

// The host's progress line for a seat reviewing its answers, in the host's
// language ("Ana → reviewing their answers").
var ServeAtReview = M0{Key: "serve.at_review"}
