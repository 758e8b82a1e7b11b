.section .note.gnu.property,"a",@note
add a0, a1, a2
