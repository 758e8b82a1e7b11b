# String instructions with and without rep prefixes.
movsb
movsq
stosl
lodsq
scasb
cmpsb
repne scasb
rep movsq
repe cmpsb
