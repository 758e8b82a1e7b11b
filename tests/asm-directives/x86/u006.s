.section .note.gnu.property,"a",@note
nop
