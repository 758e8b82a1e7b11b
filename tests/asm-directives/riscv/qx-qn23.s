.set "\x41", 1
nop
