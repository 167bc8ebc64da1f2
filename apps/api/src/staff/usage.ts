/** `npm run staff -- help` */
export const USAGE = `Usage: npm run staff -- <command> [options]

Orders
  orders list [--status STATUS] [--limit N]     newest first (default 20)
  orders show ORDER_NUMBER                      one order with its items
  orders status ORDER_NUMBER STATUS             move an order on:
        pending -> confirmed | processing;  confirmed -> processing | shipped;  processing -> shipped;
        shipped -> out_for_delivery -> delivered | completed;  delivered -> completed
  orders status ORDER_NUMBER shipped --courier COURIER --tracking NUMBER [--tracking-url https://...]
                                                shipping needs the courier (pathao, steadfast, redx,
                                                sundarban, ecourier, paperfly, or other with
                                                --courier-name "...") and a tracking number or link
  orders status ORDER_NUMBER cancelled --reason "..."
                                                cancel (from pending, confirmed or processing):
                                                stock goes back, the promo use is released
Payments
  payments list [--status submitted|paid|rejected] [--limit N]
                                                payment proofs, newest first (default all, 20);
                                                submitted ones wait for a decision
  payments mark ORDER_NUMBER paid|rejected      the order's payment and its latest payment proof
Returns
  returns list [--status requested|approved|rejected|refunded] [--limit N]
                                                return requests with their ids, newest first
                                                (default all, 20)
  returns approve|reject RETURN_ID              decide a requested return
  returns refund RETURN_ID                      refund an approved return
Promo codes
  promo create CODE --percent N | --fixed TAKA [--min TAKA] [--starts YYYY-MM-DD]
               [--expires YYYY-MM-DD] [--max-uses N] [--per-user N]
                                                dates are whole days in Bangladesh time
  promo list
Staff accounts (the back office at /admin)
  staff add EMAIL --role owner|manager|support [--name "Full Name"] [--link]
                                                the password is read from standard input (typed,
                                                not shown, or piped); --link prints a one-time
                                                link to set it instead (24 hours, once)

The database is the shop's: DATABASE_URL (opened directly, beside any number of shops), else the
embedded one in DATA_DIR (default ./data). The embedded database belongs to the running shop: the tool
then sends the command to the shop (DATA_DIR/server.json, key in DATA_DIR/secrets/staff-key or
STAFF_API_KEY); with no shop running it opens the database itself. --force skips the in-use check,
for a database left locked by a shop that did not stop cleanly.`;
