// An unknown mnemonic.
add x0, x1, x2
frobnicate x0, x1
