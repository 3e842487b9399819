import { CategoryTiles } from './home/category-tiles';
import { FeaturedProducts } from './home/featured-products';
import { HeroSection } from './home/hero-section';
import { MissionSection } from '../../features/landing/components/mission-section';
import { NewsletterBox } from './home/newsletter-box';
import { StorySection } from './home/story-section';
import { TeamPreview } from './home/team-preview';
import { TestimonialCarousel } from '../../features/landing/components/testimonial-carousel';
import { WhyChooseUs } from '../../features/landing/components/why-choose-us';
import { usePageMeta } from '../../lib/use-page-meta';

/** The landing page, in the order of spec §1. */
export default function HomePage() {
  // The store's default description (usePageMeta's own), in the shopper's language.
  usePageMeta('Kala');
  return (
    <>
      <HeroSection />
      <FeaturedProducts />
      <CategoryTiles />
      <StorySection />
      <MissionSection />
      <TeamPreview />
      <WhyChooseUs />
      <NewsletterBox />
      <TestimonialCarousel />
    </>
  );
}
