package tableau

// vpSource is where a seat's victory points came from: the categories the
// rules score.
type vpSource uint8

// The sources of victory points.
const (
	vpStart     vpSource = iota // the start_vp option's VP by turn order
	vpCombat                    // combat awards: most and second most power
	vpSales                     // 1/3/6 VP by level for stacks sold during the game
	vpFinalSale                 // 1/3/6 VP by level for the stacks sold at the game's end
	vpSold                      // When-sold abilities' extra VP (the Cat), in any sale
	vpOverflow                  // 1 VP for the excess cards of an upgrade or a merge
	numVPSources
)

// vpCounters are the ids of the table view's counters of each source, in
// vpSource order (Schema declares them).
var vpCounters = [numVPSources]string{"vp_start", "vp_combat", "vp_sales", "vp_final_sale", "vp_sold", "vp_overflow"}

// gainVP gives seat p n victory points from source src.
func (s *State) gainVP(p int, src vpSource, n int16) {
	s.vp[p] += n
	s.vpFrom[p][src] += n
}
