// web2 moves these: a re-export while the screens web2 moves import the old path; the lead deletes it at merge.
import type { ComponentProps } from 'react';
import { Notice as OneNotice } from '../../components/ui/notice';

export const Notice = (props: Omit<ComponentProps<typeof OneNotice>, 'announce'>) => <OneNotice announce {...props} />;
