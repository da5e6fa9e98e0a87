package tableaubot

import _ "embed"

// learned2p is the learned level's network for two-player Tableau (see
// agent.MLP), trained by python/examples/train_learned.py; docs/bots.md
// gives the command, its curve and the network's figures.
//
//go:embed learned-2p.mlp
var learned2p []byte
