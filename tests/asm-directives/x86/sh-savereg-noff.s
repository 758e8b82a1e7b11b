.seh_savereg %rsi
nop
