import { StatusSearchBar } from '../../kit/status-search-bar';
import { useAdminTranslation } from '../../i18n/i18n';
import { PaymentTabs } from './payment-tabs';

interface PaymentListFiltersProps<S extends string> {
  /** The select's label ('State', 'Match'), the one chosen (none: any) and each choice's words. */
  label: string;
  value: S | undefined;
  choices: readonly S[];
  word: (choice: S) => string;
  onChoose: (choice: S | undefined) => void;
  /** What the search finds, and the words searched for. */
  hint: string;
  q: string | undefined;
  onSearch: (q: string | undefined) => void;
}

/**
 * The frame above the gateway payments, the refunds and the wallets' money: the section's tabs, then one select
 * ('Any' first) and the search, in the same words on the three. The proofs' page reads differently and keeps its own.
 */
export function PaymentListFilters<S extends string>({ label, value, choices, word, onChoose, hint, q, onSearch }: PaymentListFiltersProps<S>) {
  const { t } = useAdminTranslation();
  return (
    <>
      <PaymentTabs />
      <StatusSearchBar<S>
        status={{
          label,
          value: value ?? '',
          options: [{ value: '', label: t('onlinePayments.any') }, ...choices.map((choice) => ({ value: choice, label: word(choice) }))],
          onChange: (choice) => onChoose(choice || undefined),
        }}
        search={{ label: t('onlinePayments.search'), hint, button: t('onlinePayments.searchButton'), value: q, onSearch }}
      />
    </>
  );
}
