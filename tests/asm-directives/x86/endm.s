.end
bad
