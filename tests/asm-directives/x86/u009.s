.section .llvm.call-graph-profile,"e",@llvm_call_graph_profile
nop
