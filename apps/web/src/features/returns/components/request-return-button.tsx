import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReturnRecord } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { RequestReturnDialog } from './request-return-dialog';

interface Props {
  onRequested: (record: ReturnRecord) => void;
  /** Start with this order line chosen (an order card can pass its item). */
  lineId?: string;
  label?: string;
  /** Open the form on arrival (a link from an order card). */
  initiallyOpen?: boolean;
}

/** 'Request a return' and its dialog: composable wherever a delivered item is shown. */
export function RequestReturnButton({ onRequested, lineId, label, initiallyOpen = false }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={buttonRef} type="button" onClick={() => setOpen(true)} className={buttonClass('primary')}>
        {label ?? t('returns.request.open')}
      </button>
      <RequestReturnDialog
        open={open}
        lineId={lineId}
        onClose={() => setOpen(false)}
        onRequested={(record) => {
          setOpen(false);
          onRequested(record);
        }}
        fallbackFocus={buttonRef}
      />
    </>
  );
}
