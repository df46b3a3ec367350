package missions

// StoreGoodsTarget is mission 4's number of stored goods: a warehouse with
// fewer spaces in all makes the mission impossible.
const StoreGoodsTarget = 20
