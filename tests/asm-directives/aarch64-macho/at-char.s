.word 'a', foo@plt
.word ',', foo@XYZ
.word '@'
.word '\'', foo@plt
nop
