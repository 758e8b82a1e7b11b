.section .note.gnu.property,"a",@note
add x0, x1, x2
