// Only comments and an empty module.
module {
}
