import { introPage } from '@/components/layout/IntroPage';
import { PressRoomPage } from '@/components/marketing/company/PressRoomPage';

const page = introPage('/press-room', (locale, texts) => <PressRoomPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
