amoadd.w a0, a1, (a2
