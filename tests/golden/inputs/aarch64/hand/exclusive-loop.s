// Load-exclusive / store-exclusive retry loop and acquire/release accesses.
.Lretry:
ldaxr x0, [x1]
add x2, x0, #1
stlxr w3, x2, [x1]
cbnz w3, .Lretry
ldar w4, [x5]
stlr w4, [x6]
ldapr x7, [x8]
