.end
zzzq
