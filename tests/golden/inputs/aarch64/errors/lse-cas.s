// CAS: accepted by the assembler where LSE is on, but most models lack its scheduling data.
ldr x0, [x1]
casal x0, x2, [x1]
add x3, x0, #1
