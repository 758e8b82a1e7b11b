// Branches and calls: compare-and-branch, test-and-branch, conditional branch, calls.
.Ltop:
subs x0, x0, #1
cbz x1, .Ltop
cbnz w2, .Ltop
tbz x3, #5, .Ltop
tbnz w4, #0, .Ltop
b.ne .Ltop
bl func
blr x5
br x6
ret
