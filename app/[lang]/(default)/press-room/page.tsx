import { routePage } from '@/components/layout/RoutePage';
import { PressRoomPage } from '@/components/marketing/company/PressRoomPage';

const page = routePage('/press-room', (locale, texts) => <PressRoomPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
