# Symbols, labels and branches under -show-encoding: llvm-mca encodes each
# instruction alone, so no branch is relaxed and every fixup is zero.
.Ltop:
  jmp .Ltop
  jne .Lout
  jae far_away
  call helper
  callq *8(%rax)
1:
  jl 1b
  jmp 2f
2:
  movq table(%rip), %rax
  leaq .Ltop+16(%rip), %rdx
  movl table, %ecx
  movabsq $table, %r8
  addl $table, %esi
  subq $table, 8(%rbx)
  pushq $table
  imull $table, %ecx, %edi
  cmpw $table, %ax
  movl $.Lout-.Ltop, %r9d
  jmp 256
# Intel syntax in the middle of the input, then back.
.intel_syntax noprefix
  mov eax, dword ptr [rip + table]
  lea rcx, [rip + .Ltop]
  add edx, offset table
  jmp .Ltop
.att_syntax prefix
.Lout:
  decl %edx
  jne .Ltop
